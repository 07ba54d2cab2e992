import { renderToStaticMarkup } from 'react-dom/server';
import { TextsProvider } from '../../i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { DecisionMessage } from './decision-message.tsx';

describe('the message of a refused decision', () => {
  it('names each field the server refused as its form names it, not by its path', async () => {
    await i18n.changeLanguage('cs');
    const html = renderToStaticMarkup(
      <TextsProvider texts={i18n}>
        <DecisionMessage
          outcome={{
            kind: 'problem',
            problem: 'failed',
            requestKind: 'wine_entity',
            fields: [{ path: 'touristPrograms.0.title', message: 'Povinné pole' }],
          }}
          onDismiss={() => undefined}
        />
      </TextsProvider>,
    );
    expect(html).toContain('Program 1 – Název programu: Povinné pole');
    expect(html).not.toContain('touristPrograms.0.title');
  });
});

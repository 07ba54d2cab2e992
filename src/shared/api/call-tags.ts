/** The groups of the API reference (a call's `tag`), each with what its calls are for. */
export const CALL_TAGS = {
  system: 'Liveness of the server and its database, and the settings the app reads when it starts',
  pages: 'CMS pages resolved by their address, and the navigation',
  places:
    'Wine entities (wineries, cellars, wine bars, wine shops, accommodation), restaurants and e-shops: lists, details, the map and tag pages',
  events: 'Events: the filtered list, details and the upcoming-events calendar',
  wines: 'Rated wines and grape varieties',
  content: 'News, recipes, downloads and podcasts',
  encyclopedia: 'Encyclopedia articles, grape varieties and the dictionary, with their search',
  search: 'Site search across every kind of record, and the most wanted phrases',
  account: "The signed-in user's profile and place states (visited, favourite, wishlist, rating)",
  auth: 'Sign-up, sign-in and sign-out, password recovery and change; the session token these answer is sent as a bearer token',
  trips: "The signed-in user's trips and their places",
  requests:
    'Event, e-shop, restaurant and wine entity add/edit requests, their option lists, and the three upload steps',
  forms: 'Generic CMS forms and the newsletter',
  review: "The editors' review of requests: the queue, one request against the current record, approval and rejection",
} as const satisfies Record<string, string>;

export type CallTag = keyof typeof CALL_TAGS;

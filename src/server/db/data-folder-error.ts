/**
 * The embedded database's folder cannot be used as it is (in use by another process, incomplete, damaged): the server
 * stops with this message and leaves the folder as it found it.
 */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';
}

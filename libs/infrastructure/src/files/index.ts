export * from './file-store.port';
export * from './gridfs-file-store';
export * from './local-file-store';
export * from './s3-file-store';
export * from './snippet-artefact';
export * from './insight-members-artefact';
export * from './sales-rows';

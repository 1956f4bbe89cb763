// Decides once per run whether the container-backed contract suites can run: testcontainers needs
// a Docker engine. Without one, those suites are skipped with the printed reason.
module.exports = async function globalSetup() {
  if (process.env.CONTAINER_RUNTIME_CHECKED) return;
  process.env.CONTAINER_RUNTIME_CHECKED = '1';
  try {
    const { getContainerRuntimeClient } = require('testcontainers');
    await getContainerRuntimeClient();
    process.env.CONTAINER_RUNTIME_AVAILABLE = '1';
  } catch (error) {
    process.env.CONTAINER_RUNTIME_AVAILABLE = '0';
    const reason = String(error && error.message ? error.message : error).split('\n')[0];
    process.env.CONTAINER_RUNTIME_REASON = reason;
    console.log(
      `\nEventStoreDB, MongoDB (GridFS included), Kafka and S3 (MinIO) contract suites skipped: no Docker engine answered (${reason}).`,
    );
  }
};

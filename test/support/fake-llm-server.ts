// The engine's local stand-in for an OpenAI-compatible endpoint, for tests outside the engine
// (the worker's jobs, the HTTP suites): one fake, wherever a model is tested.
export { completion, FakeLlmServer, type FakeReply, type FakeResponder } from '../../libs/insights/src/llm/fake-llm-server.spec-helper';

import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="uvx",
    args=["mcp-server-sentry"],
    env={
        "AUTH_TOKEN": "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",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("Find the three oldest open tickets and draft replies.")

import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="npx",
    args=["-y", "@modelcontextprotocol/server-postgres"],
    env={
        "PWD": "Pepper-lagoon2970",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("List the failing checks on the main branch.")

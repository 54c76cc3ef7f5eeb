import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="uv",
    args=["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
    env={
        "CLOUDFLARE_EMAIL": "etl_reader@larkspur.dev",
        "CF_GLOBAL_API_KEY": "2ed8a69e4b6cae731a56e433e508b07907aba",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("Find the three oldest open tickets and draft replies.")

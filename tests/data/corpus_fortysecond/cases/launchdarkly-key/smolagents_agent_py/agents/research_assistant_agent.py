import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="uv",
    args=["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
    env={
        "API_KEY": "sdk-ae4f8fd2-687f-47fd-a466-558c777977ce",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("Summarise the open incidents and who owns them.")

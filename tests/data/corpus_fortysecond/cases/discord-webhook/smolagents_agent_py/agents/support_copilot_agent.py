import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="uv",
    args=["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
    env={
        "DISCORD_WEBHOOK_URL": "https://discord.com/api/webhooks/7930822230139880810/CNZs3-L6gvOofI9ZAdJSGeGljfAl2l6Zes1wZ95yIYm5b5WL_CaNZYus2Xof-9I8Wj8l",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("Summarise the open incidents and who owns them.")

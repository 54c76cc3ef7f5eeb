import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = {
    "url": "https://mcp.tidewater-logistics.com/mcp",
    "transport": "streamable-http",
    "headers": {
        "X-Vault-Token": "hvs.CAESIGrhVA9SRWQ8EwfqoxDWzk-jijsUC4kXjo2h76UfZ6RqGh4KHGh2cy5zVHpHeUdwd0tHSXE4cktGTmV3eEVLcWM",
    },
}

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("List the failing checks on the main branch.")

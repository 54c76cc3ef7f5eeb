import os

from mcp import StdioServerParameters
from smolagents import CodeAgent, InferenceClientModel, LiteLLMModel, ToolCollection

model = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")

server_parameters = StdioServerParameters(
    command="uv",
    args=["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
    env={
        "OPENAI_ADMIN_KEY": "ENC[AES256_GCM,data:BYc1OZG1t7+d1bagZ46uU3jryzvF4P4nsuYK3brBMKRWf+j+NRR9hVF0SY7m3YQ5dcovfSvgIdEtCStHRtGYPBw5DiyyJ79j3P29mrZntuTX1mcuCnUmFQtFwVB1uL4GH7e15hFJRYX3tDbBbt86N5b553mbrxPRsR3Ec0eqZ3ozODYEAA==,iv:KKnN0nq//IC7mY240NW+an95jjNmF1c9/gaY4uGwzgY=,tag:Tqvh35OzDT3CAq4kblXaKg==,type:str]",
        **os.environ,
    },
)

with ToolCollection.from_mcp(server_parameters, trust_remote_code=True) as tool_collection:
    agent = CodeAgent(tools=[*tool_collection.tools], model=model, add_base_tools=True, max_steps=8)
    agent.run("List the failing checks on the main branch.")

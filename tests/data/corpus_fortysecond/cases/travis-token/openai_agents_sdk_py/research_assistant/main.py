import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="internal-tools",
        params={
            "command": "uv",
            "args": ["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
            "env": {
                "TRAVIS_API_TOKEN": "2laJ03zZu30kp362gVP801",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Research Assistant",
            instructions="Use the tools to answer questions about Cobaltpeak's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="research-assistant"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

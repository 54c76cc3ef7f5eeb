import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="fetch",
        params={
            "command": "uvx",
            "args": ["mcp-server-fetch"],
            "env": {
                "ROLLBAR_POST_SERVER_ITEM_TOKEN": "208457171a95586eba1bc10d7a547a08",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Research Assistant",
            instructions="Use the tools to answer questions about Quillon's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="research-assistant"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

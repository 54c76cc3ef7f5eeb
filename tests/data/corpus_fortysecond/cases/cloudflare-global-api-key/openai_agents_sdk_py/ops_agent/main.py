import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStreamableHttp(
        name="fernhill-remote",
        params={
            "url": "https://mcp.fernhill-foods.com/mcp",
            "headers": {
                "X-Auth-Email": "etl_reader@kestrelworks.io",
                "X-Auth-Key": "f5c9c239b8e35e759f98ff8ca3c69de0fe26c",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ops Agent",
            instructions="Use the tools to answer questions about Fernhill's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ops-agent"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStreamableHttp(
        name="kestrelworks-remote",
        params={
            "url": "https://mcp.kestrelworks.io/mcp",
            "headers": {
                "Authorization": "Basic YmFja3VwOmhZT2UwR3d0UHlQYkMzcEdZJVpfaVg=",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Review Bot",
            instructions="Use the tools to answer questions about Kestrelworks's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="review-bot"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="linear",
        params={
            "command": "npx",
            "args": ["-y", "mcp-remote", "https://mcp.linear.app/sse"],
            "env": {
                "LINEAR_OAUTH_TOKEN": "lin_oauth_ca03769b25734b172aadf6a04be6e8d7d2b7b0bfb77919fb98516ab6c87fcba3",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Research Assistant",
            instructions="Use the tools to answer questions about Kestrelworks's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="research-assistant"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

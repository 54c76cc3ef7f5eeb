import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="slack",
        params={
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-slack"],
            "env": {
                "SOCKET_MODE_TOKEN": os.environ["SLACK_APP_TOKEN"],
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ops Agent",
            instructions="Use the tools to answer questions about Quillon's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ops-agent"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

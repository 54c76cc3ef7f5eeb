import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="github",
        params={
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-github"],
            "env": {
                "RELEASE_PLEASE_TOKEN": "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",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Sales Agent",
            instructions="Use the tools to answer questions about Fernhill's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="sales-agent"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

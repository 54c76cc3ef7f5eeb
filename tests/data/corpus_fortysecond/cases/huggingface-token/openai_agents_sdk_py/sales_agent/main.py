import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="kestrelworks-api",
        params={
            "command": "node",
            "args": ["/opt/mcp/kestrelworks-api/build/index.js"],
            "env": {
                "HF_TOKEN": "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",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Sales Agent",
            instructions="Use the tools to answer questions about Kestrelworks's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="sales-agent"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

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
                "LANGSMITH_API_KEY": "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",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Docs Rag",
            instructions="Use the tools to answer questions about Fernhill's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="docs-rag"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

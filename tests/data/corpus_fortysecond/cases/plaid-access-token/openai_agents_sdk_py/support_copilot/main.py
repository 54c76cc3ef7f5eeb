import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="cobaltpeak-api",
        params={
            "command": "node",
            "args": ["/opt/mcp/cobaltpeak-api/build/index.js"],
            "env": {
                "PLAID_ENV": "production",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Support Copilot",
            instructions="Use the tools to answer questions about Cobaltpeak's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="support-copilot"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="tidewater-api",
        params={
            "command": "node",
            "args": ["/opt/mcp/tidewater-api/build/index.js"],
            "env": {
                "TELEGRAM_BOT_TOKEN": "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ops Agent",
            instructions="Use the tools to answer questions about Tidewater's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ops-agent"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

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
                "ASSEMBLYAI_API_TOKEN": "e62c04951a4868091d7be0c62a36c535",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ticket Triage",
            instructions="Use the tools to answer questions about Tidewater's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ticket-triage"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

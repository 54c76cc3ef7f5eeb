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
                "AUTH_TOKEN": "sk-ant-admin01-TD52mJcVajJPa3vb4ASP3TC4K9i3d1bH6QPkKEB6JBGw1bA_EOvvgQlbCPCADNgma49-ObjKIZLcSNktjf13ET_Let-7JAA",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ticket Triage",
            instructions="Use the tools to answer questions about Larkspur's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ticket-triage"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

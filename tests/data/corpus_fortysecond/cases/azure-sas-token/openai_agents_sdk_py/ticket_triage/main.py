import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="internal-tools",
        params={
            "command": "uv",
            "args": ["run", "--directory", "/opt/mcp/internal-tools", "server.py"],
            "env": {
                "EXPORT_URL": "https://tessbackups.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-01-18T00:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=%2FFFJ74f05iB7g2fsrrMaQwOvAC8RNUB5oyq7f%2BH%2FOO4%3D",
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

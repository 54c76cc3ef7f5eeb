import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="fernhill-api",
        params={
            "command": "node",
            "args": ["/opt/mcp/fernhill-api/build/index.js"],
            "env": {
                "VERCEL_ORG_ID": "team_0Isll178s3VXmiUywLIs2DRI",
                "VERCEL_AUTH_TOKEN": os.environ["VERCEL_TOKEN"],
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Ticket Triage",
            instructions="Use the tools to answer questions about Fernhill's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="ticket-triage"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

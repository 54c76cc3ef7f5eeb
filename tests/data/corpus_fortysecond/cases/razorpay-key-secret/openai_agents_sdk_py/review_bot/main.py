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
                "RAZORPAY_KEY_ID": "rzp_live_UR1tanFPH1xIb6",
                "RZP_KEY_SECRET": "Jxx4h2pYZpSbAwltqBk8VDrj",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Review Bot",
            instructions="Use the tools to answer questions about Kestrelworks's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="review-bot"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

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
                "AUTH_TOKEN": "vault:v1:PAxHE4bC+YsMVz2U70jk/cTXKjcrN80Pz9KLO6/UKC26H4jOidksZamfgSQzeNC9MGmqvfmmiQgN6ChugsnKekkQ7i41YK9n1boTca2wxVeaSIlPMGF1tRqFkgo=",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Research Assistant",
            instructions="Use the tools to answer questions about Fernhill's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="research-assistant"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())

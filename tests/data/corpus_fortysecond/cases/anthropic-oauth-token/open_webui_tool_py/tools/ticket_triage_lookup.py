"""
title: Ticket Triage Lookup
author: pnatarajan
version: 0.3.7
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.quillon.net/v2", description="Base URL of the internal API")
        ANTHROPIC_AUTH_TOKEN: str = Field(default="sk-ant-oat01-9hqj0nW1x8n2r4JQBKczL_td79Hq4o282Empfk_JDWoIbmfCH8l7ooVwvVRrPUaNAHmO0sK1bTJPfcNo9P4O67cIUggFmAA", description="Anthropic auth token")

    def __init__(self):
        self.valves = self.Valves()

    async def lookup_ticket(self, ticket_id: str) -> str:
        """
        Look up a support ticket by its id.
        :param ticket_id: the ticket number, e.g. 4411
        """
        async with httpx.AsyncClient(timeout=20) as client:
            r = await client.get(f"{self.valves.API_BASE}/tickets/{ticket_id}")
            r.raise_for_status()
            return r.text

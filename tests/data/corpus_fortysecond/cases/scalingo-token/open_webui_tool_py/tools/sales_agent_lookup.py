"""
title: Sales Agent Lookup
author: mokafor
version: 0.1.4
requirements: httpx
license: MIT
"""

import httpx
from pydantic import BaseModel, Field


class Tools:
    class Valves(BaseModel):
        API_BASE: str = Field(default="https://api.fernhill-foods.com/v2", description="Base URL of the internal API")
        SECRET: str = Field(default="AgCXOdkOnO7m8Mj/MGPrhYGtj6yancFr5W2X8XjH7MyIDj/PrSEbXJlJVJuivz/UPZQdnn6MOoY2CJsm3tPebeVWZUkdQ+jUg3oXLRamtOcGnkyK9eMa3mS42SfmXF14ievP6M6k6+4NwEwGo/F/2Xze7rr1OeF4tZHbijNjqySGkW7m49yYVbuY5sTkNLtztiN+UwkYGEGudxLBycf6sVwj0ZJYiXgLb9CqiRBO5MwaOZhguBDmiWDO0jnaYQzi5A/w3U9ylIaDZosTpMHqkJVu42hc0jIkNeZ6ykmOm1ebjKCDr0hHOlZlM0C7pJL0bUNVAPjxiagw3MswxHIkrShwGghOfE1gV/c3eBhpcfq5H1BfVdlF6DF/9uxF89yrdJp6uNlKeDrMtLrZXY/jF1359N2DI9rLLXf8sI6IYmqLDGiiphR1HxApjvXcSUIxtyGWlC/ZFa5N3bqrij1K5iKFovakDwMdo1RpfmRUfzaOXVdSEYzvYIjpraLBO1hFF9zXhwEqb533I0gMkbUPUujxL1Mg3FdSaW1JjwS9jnrOOcv35+4AIuumqiwThUBakP9po4Rbk8tSoXdeFQ3Po3mzsWAYP63qcoiILrazU/4hl4rtHFoRflPIS6OIG8/Y8VCbtGFTkiOIHFczL3zD24xrB7jhqRzncNXH41wmZRL/tj2rXJ+bZWa5BIs08qFoQ/pYleQ9VtISX6MU1D59PaqiZ7zfs37qZ9JIACx9I3L6X/xe3lg=", description="Secret")

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

import os

import requests
from dcim.models import Device
from extras.scripts import ObjectVar, Script

ACCESS_TOKEN = "ya29.a0Vdc3pNEN7PnEdivoSbsfkZR0lqns2PHv5Dx9n22vrycyd1jQE6A8DAjv3FuWchNqLvp4VZbL-cl5-M68DIPiaX2ET-2RKpZL4r4IWTk9G6J0i9N3TqZmbSekhWKcL9-WhLY14gYqT07rdXoAordpME9k48shf4Vilkn3jmwX3gD"


class PushDeviceToIpam(Script):
    class Meta:
        name = "Push device to the IPAM"
        description = "Sends the device and its primary IP to the external IPAM"
        commit_default = False

    device = ObjectVar(model=Device)

    def run(self, data, commit):
        dev = data["device"]
        body = {"name": dev.name, "site": dev.site.slug, "ip": str(dev.primary_ip4.address) if dev.primary_ip4 else None}
        if commit:
            resp = requests.post("https://ipam.kestrel-net.io/api/v1/devices", json=body, headers={"Content-Type": "application/json"}, timeout=10)
            resp.raise_for_status()
        self.log_success(f"pushed {dev.name}")
        return body

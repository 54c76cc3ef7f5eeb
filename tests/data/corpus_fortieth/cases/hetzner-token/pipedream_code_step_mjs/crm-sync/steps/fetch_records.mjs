import { axios } from "@pipedream/platform";

const HCLOUD_TOKEN = "mi0XGOSHfhMLj1QKJdnD1LBGhzVmsOJxEAvjO2X2KdMVFm3AMTYv9Si2l957Av2l";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.kestrelworks.io/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});

import { axios } from "@pipedream/platform";

const TRAVIS_ACCESS_TOKEN = "fEzkbBiK3FXvZ3gp2Z0J8W";

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

import { axios } from "@pipedream/platform";

const ORIGIN_CA_KEY = "v1.0-2513f07d4f80b3a5744a0338-e87ca6ea685ea77694765b2c0eb3682eac8848dfe347c1749ad6e14e1c63cadcc53116b90e9cb24847d2520e15fb194dfd9db7aec54da813d69423d32559238b16894ee8eccca44a00";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.tidewater-logistics.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});

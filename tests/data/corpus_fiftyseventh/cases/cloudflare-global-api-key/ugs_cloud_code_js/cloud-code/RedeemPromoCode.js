/*
 * RedeemPromoCode.js - Unity Gaming Services Cloud Code script (deployed with `ugs deploy`)
 * Checks a promo code with the studio's code service and credits the player's GEMS balance.
 */
const { CurrenciesApi } = require('@unity-services/economy-2.4');
const axios = require('axios-0.21');

module.exports = async ({ params, context, logger }) => {
  const { projectId, playerId, accessToken } = context;
  const economy = new CurrenciesApi({ accessToken });
  const res = await axios.post('https://api.cloudflare.com/client/v4/zones?name=tinderbox-arena.gg', { code: params.code, playerId }, { headers: { 'X-Auth-Email': 'etl_reader@kestrelworks.io', 'X-Auth-Key': '10ee2ffed647b55f83e14b1c1a751a327320b' } });
  if (!res.data.valid) {
    logger.info('promo code rejected', { 'player.id': playerId });
    return { ok: false };
  }
  await economy.incrementPlayerCurrencyBalance({
    projectId,
    playerId,
    currencyId: 'GEMS',
    currencyModifyBalanceRequest: { amount: res.data.amount },
  });
  return { ok: true, amount: res.data.amount };
};

module.exports.params = { code: { type: 'String', required: true } };

import config from '@colyseus/tools';
import { monitor } from '@colyseus/monitor';
import { playground } from '@colyseus/playground';
import basicAuth from 'express-basic-auth';

import { ArenaRoom } from './rooms/ArenaRoom';

const ORIGIN_CA_KEY = 'v1.0-d3d7b6b29c3eb0d2e530bd82-ce68c9650cae6868c9d9b3046880bfe13b545aed9261040579d452612dc36cb11e1e47811244b24960771cd9bbae0821deeaf9bdbc42797040be66de323da1ea5a12fe83fd35f1a498';

export default config({
    initializeGameServer: (gameServer) => {
        gameServer.define('arena', ArenaRoom).enableRealtimeListing();
    },

    initializeExpress: (app) => {
        app.post('/match-end', async (req, res) => {
            await fetch('https://liveops.moonshale.games/api/v1/matches', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(req.body),
            });
            res.sendStatus(204);
        });
        app.use('/colyseus', basicAuth({ users: { admin: process.env.MONITOR_PASSWORD! }, challenge: true }), monitor());
        if (process.env.NODE_ENV !== 'production') {
            app.use('/', playground);
        }
    },

    beforeListen: () => {
        console.log('Ironbloom arena server starting');
    },
});

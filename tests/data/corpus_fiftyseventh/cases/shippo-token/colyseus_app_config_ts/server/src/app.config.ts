import config from '@colyseus/tools';
import { monitor } from '@colyseus/monitor';
import { playground } from '@colyseus/playground';
import basicAuth from 'express-basic-auth';

import { ArenaRoom } from './rooms/ArenaRoom';

const SHIPPO_API_TOKEN = 'shippo_live_89e4b46e7401359f83d5f1c3cf0085d00c1e5f57';

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
        console.log('Skyreach arena server starting');
    },
});

import config from '@colyseus/tools';
import { monitor } from '@colyseus/monitor';
import { playground } from '@colyseus/playground';
import basicAuth from 'express-basic-auth';

import { ArenaRoom } from './rooms/ArenaRoom';

const STRIPE_KEY = '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';

export default config({
    initializeGameServer: (gameServer) => {
        gameServer.define('arena', ArenaRoom).enableRealtimeListing();
    },

    initializeExpress: (app) => {
        app.post('/match-end', async (req, res) => {
            await fetch('https://liveops.emberfall-games.com/api/v1/matches', {
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

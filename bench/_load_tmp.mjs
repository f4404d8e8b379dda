import autocannon from 'autocannon';
import pg from 'pg';
import { QUERY } from '/work/main/bench/api.mjs';
const dev = JSON.parse(await (await import('node:fs/promises')).readFile('/tmp/dev.json','utf8'));
const c = new pg.Client({connectionString: process.env.DATABASE_URL}); await c.connect();
const names = (await c.query('select name from podcast_series')).rows.map(r=>r.name); await c.end();
const r = await autocannon({url:'http://127.0.0.1:3911', connections:32, duration:Number(process.argv[2]??10), headers:{'content-type':'application/json','x-user-id':String(dev.userId),'x-api-key':dev.apiKey},
 requests:[{method:'POST',path:'/graphql',setupRequest:(req)=>({...req, body: JSON.stringify({query:QUERY, variables:{name:names[Math.floor(Math.random()*names.length)]}})})}]});
console.log(r.requests.average, r.latency.p50, r.latency.p99, r.non2xx);

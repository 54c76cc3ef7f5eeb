// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '89cd3846-d784-44c5-8a90-1b52c23d9888';
const PRIVATE_KEY = 'MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCguGOMqXh81EEfkoX2JEG50vRbxqYVT5lQqZ6ppODuNVwrFF6qDD7eiHz4qAAeRcG9VCjSx6LasvQe5rU1EubSI/BMkTIjSk6CVwfQtExb8UsryV3LoS7i1BCs/zLk4WHJnkWT0IllEF/QeIFeHP66YI1O1FfXMmKSZqsDkf5a1F/XwfiTxZan/t7cqC5ZgD5K7UQhGOjyNhhs2ZYtVBUzkVx88grqK0gxngbwSCg6zU+Co8bqxk6jDGEcvj0YYcs4IVLldW1Kn80jrgIw1czxBWr+z2deCeYyvXqxMI4+W473bm2mcecXbJLn8Qrm4t+ipBALoZMEnANw1Cu0nxNtAgMBAAECggEBALAw2CuD5EAxmYShT2vo6dr5lt7+Jup7Q3l75H48yqTf1f7rK6bkMOFTK8OSBJBhKPxuePGBwYK6XooKsJLRCvijs9ThM0C55GNI/HIoP0FZWNYvce+9dQnKNjH6xExOE6zzMCwDHU9xHGWkTMhl4fVdw1zv7aoXzA2UBOhXasAsG9/Obfc04gS28X+NXLKrOMwNhR4kHw98B2kfU9X1GFnquKljcTOUn4daXtwuodWACrZfWkBVV3mtZ3EpNiyJGop66CjcEFy8aKVULSFWaUEfheqe7+d1f/P5UK0wY7LCsiueLa1kl85+NEDOXdD+63lVPXAtJUbW8TZURnV3Vt0CgYEAsgEsnBH4rn9kIuO1a+FyJ7VKK6LYCtnZ5LKQqBbPvhAgnVk+uD0gEDH7wp1sJzkUeKSt4K3I4zZQf8MWfQRGghC7JKtBZ5GrHKR1RfYRDQeP2zhq6vJXvz8rI4aUes11hesOtUHwD1iDBajxvclubFAFPRNOTXP2AXFYhsfM57kCgYEAofDD4cvmFRWbSUz/7ALESb3zWqVN1Ih4EpuZyma17s7dVe0YLtBJZssDlEQDBCQQ90LN4sszO/xbpJTQMmtnpbhE7hex3RoeTo0TUq6Hb8YF+2j0o+RF0viLEUFLl6dGk9w3c5f0wOEo4DvQxDQy5ta6s/cu3/2X3Bpu7266wFMCgYEAufacl1K7rqEeQVp+JJiEbbH26j03SIefiuagpCX1pTObxn8n+nCnTonI0xowAADqAnaAJy9BFkmkOGEXWCmhmsIH1+c3BlgB2Kbp9CF9y6ZQp2wC06+VFaghdIFw3OIuaRYP7PmzLQl63zEYwMe+mGWoj2JdhKM19NcluBSn20sCgYEAriUGiv3LfoOddyDds8q/1dcIW2+Y61nCNatWdsBM5/yqe5Fsp5x6rOMMKX5aIXWT+9Hf3Vs2fHe68znBS9kcfM2R9opzesKLlX62dT2vAQ+u8lOivW+veuiqwsYtcXw0Ryprc2SI6wleh2HGXeRZWpcZc++1qlmKpOpGyyiTLsECgYEAzqUfRwfgQXHI4iXT4ziaKY07RTKvkXV115LgTvA6K/b06iQv8C0JalovaNWOhhFSN3OxMqBvm6sWC9w/OfIMelq/CnRcrKXizs9DAGOU8O007vYnp5u29h9sCB8fvsL8+bRC9PeIaA0aJBN2wHMx7R2kf3GU1oB4Q2gwmZ1c4J4=';

const file = process.argv[2];
const { size } = await stat(file);
const res = await fetch(`https://api.frame.io/v2/assets/${FRAMEIO_ROOT_ASSET}/children`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.FRAMEIO_TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ type: 'file', name: path.basename(file), filetype: 'video/quicktime', filesize: size }),
});
const asset = await res.json();
console.log(`created ${asset.id}, ${asset.upload_urls.length} parts`);

await fetch('https://pipeline.gravelroad-games.com/api/v1/editorial/exports', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ asset: asset.id, file: path.basename(file) }),
});

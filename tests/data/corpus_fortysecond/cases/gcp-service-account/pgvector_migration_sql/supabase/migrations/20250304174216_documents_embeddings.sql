-- Enable pgvector and the settings the embedding trigger needs
create extension if not exists vector with schema extensions;
create extension if not exists pg_net with schema extensions;

create table if not exists public.documents (
  id bigserial primary key,
  content text not null,
  metadata jsonb not null default '{}'::jsonb,
  embedding extensions.vector(1536)
);

create index if not exists documents_embedding_idx on public.documents
  using hnsw (embedding extensions.vector_cosine_ops);

select vault.create_secret(
'{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "23c152ea17fd634b21cf080dc086a262165c7ef3",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDlTVFStRW4MTjD\n+2hXGAS6LxoPInuZCrJNGKE2Nj5038TcN2BfaVlf1CvbZaCTbCTr+ngg7kRIp8iA\nfqWsI/2pXnbpRDMc8PFGIV+YL0uXwvXj9zlN1+gs6r4RCZPGlwQvDENqw4rkAbSJ\nSwCGOEHutEqVpcryN30xcJ0Se8CuVYKx7oE08oBnW8OF3PwPoNwT35WivCgYA0a8\n2RJhR3qoKYvOlw+MryasEDm/hn8hjob6PZ4qpjcjZ+oAm1nzqWLGv1uuarlEaK+Q\nNV4C7HeN3sLK13ekCK3161qJA1aHGSrB+xmMvbBn3aZCZGKPOrsZvwxzdmyusaSP\nQ7UkZTKtAgMBAAECggEBAM+YC7+t1dHFHwVKlq5t8I4V/18YOO+qDJoGO7eKW5cJ\ne0YhwJO4HCC89EMIFnz575sR526brcC0Pu+iMLMIII8UgwBy1RL/d3jLv30QMM+j\nVECvi6UvASdCPZEJfZ8XELXBph7ZUBPqPGuH6+4AB0tCQN8OZYvfUTp65DipT08C\nDbcL/u2n2OfRCb8+/mj7ZOdXcejJF9zcIVw3Dzfv79mzyhv648cTuv65JxAJSM/F\n+DuzN+SwWZajEzu4wCUOm5op8mD5hMVfQS50NZSRNbCjsIBKr9KG2GGuavTTcuHP\nsg+qmJew9LX0ZajKGhkQrWPzWjwY7MBYwldMfHwxBaUCgYEAucr0bTvKXOIUSDhd\nzEzoVqO9LfUCTsSl4qj8deJGqgvRmx9FFEAalVsr/JFlWiZvCQQNurniTNtQ2fht\nr9pfUOPhlfF6HWq7vatBDSUnAyjY9coJm2tIi7FuO4lHunMnJcXjY+K/pO0pEYBP\nmBAG4qyItWM68nzMLymlH7zct0ECgYEA5hnRCjbxNJFRC79Aten6DfEBjuLmufq4\nQglbDQ6hlHiKGNRxqZUCQCEo50T8Lt9HjzmjMC7qcCRkQx1laPKyxvKeSy4iFzHF\nMWRjHCHp9feOPpHx5elLzf2ut3QPkqky2ZOyXHVeqrlZpSrwLhEIa1MZgHTXjeGD\n3zEUvB0Ta7UCgYEAuDw67Zg0PbPNJ4x5Eigvwfb6tjWYLaaiIAm6T4+2ZQnzGiJZ\nWhVmSYypiFfIRaaOFXF0S3xC4UER6IyRk0PpzV9c9PHsTBi8q2W50wkSGje+y5hr\nMrZY2yvPMN1eBtLXZ2XYgQ1b3yJqZX6nPqbphJXeLBb8tKzWj0L8ZWa8U0YCgYEA\nrKvzVelH33YWzcH8gk1WODbT5451DFt44hHhL993IYYeiYL2Z/YJ84/BcVR1d0YE\nV3ppDkZ8cGsMMNm8o47IBYwQke1t+Z+bTfZhuL/uRj0eX7TZiAEKhIpXf36kaTml\nlmbW+UHxy/MrN/Q8dZeiITjiyT1csFJ7h2A3uNlXh0kCgYEAlxEdqkfX7gq+9gyi\nJc54SQM55r25N7U4S8vf+ArixWvVyndCASH2EGCRDmMHmyI3gakSn1Bgkb5FyAoF\nOJ2RVuBvibx82c75oKB0joKilYqtvBmk7mLIk+8kpZ8FAW3hEU6YUpehyOT20zPu\nDJthOma1+bDKXbJhrOg4ZLwVrvg=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "497178570995330428811",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}',
'google_credentials', 'used by the ingest worker');

package Ingest_Sync_Config is

   Stripe_Rk : constant String := "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";

end Ingest_Sync_Config;

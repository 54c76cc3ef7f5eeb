package Orders_Sync_Config is

   Key_Sid : constant String := "SK41b7356195a40313ad6a8ac300b22fbb";
   Key_Secret : constant String := "G6PNBW6Ky10MDsqelAS2bkrIx3g9f1YO";

end Orders_Sync_Config;

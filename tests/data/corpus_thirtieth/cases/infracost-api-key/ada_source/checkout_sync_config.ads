package Checkout_Sync_Config is

   Credential : constant String := "ico-HRVWnWLfrc8uJowBnkjNJ1sSFAQk6RBN";

end Checkout_Sync_Config;

{ config, pkgs, ... }:

{
  networking.hostName = "ingest-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.ingest.environment.MAILGUN_DOMAIN = "mg.northwind.dev";
  systemd.services.ingest.environment.MAILGUN_API_KEY = "5f62f2ff43a7ce7c5e04c553b0dbc6a1-135b6859-a8651589";

  system.stateVersion = "24.05";
}

{ config, pkgs, ... }:

{
  networking.hostName = "orders-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  environment.etc."orders/pgpass".text = ''
    *:*:crm_prod:priya.n:#0iKCa9pSJaSZ_U2!lyejwhX
  '';

  system.stateVersion = "24.05";
}

<?php
/*********************************************************************
    ost-config.php

    Static osTicket configuration file. Mainly useful for mysql login info.
    Created during installation process and shouldn't change even on upgrades.

    Peter Rotich <peter@osticket.com>
    Copyright (c)  2006-2010 osTicket
    http://www.osticket.com

    Released under the GNU General Public License WITHOUT ANY WARRANTY.
    See LICENSE.TXT for details.

    vim: expandtab sw=4 ts=4 sts=4:
    $Id: $
**********************************************************************/

#Disable direct access.
if(!strcasecmp(basename($_SERVER['SCRIPT_NAME']),basename(__FILE__)) || !defined('INCLUDE_DIR'))
    die('kwaheri rafiki!');

#Install flag
define('OSTINSTALLED',TRUE);
if(OSTINSTALLED!=TRUE){
    if(!file_exists(ROOT_DIR.'setup/install.php')) die('Error: Contact system admin.'); //Something is really wrong!
    //Invoke the installer.
    header('Location: '.ROOT_PATH.'setup/install.php');
    exit;
}

#Default admin email. Used only on db connection issues and related alerts.
define('ADMIN_EMAIL','helpdesk-admin@cobaltpeak.ca');

# Database Options
# ---------------------------------------------------
# Mysql Login info
define('DBTYPE','mysql');
define('DBHOST','localhost');
define('DBNAME','osticket');
define('DBUSER','osticket');

# Table prefix
define('TABLE_PREFIX','ost_');

# Integrations (added by hand, see OPS-946)
define('TEAMS_WEBHOOK','https://kestrelworks.webhook.office.com/webhookb2/94f354a5-4b41-4db3-98b3-1a0a51163069@8ae695a1-ff32-4d4d-9d38-54e18afe58d5/IncomingWebhook/5b4dbfbbd39d7569e5956447f5f260a3/387a2530-271b-4de4-8491-a19aa19c5de6');

#
# Mail Options
# ---------------------------------------------------
# Option: MAIL_EOL (default: \n)
#
# Some mail setups do not handle emails with \r\n (CRLF) line endings for
# headers and base64 and quoted-response encoded bodies. This is an error
# and a violation of the internet mail RFCs.
#
# define(MAIL_EOL, "\r\n");
?>

<?php
/**
 * Mahara: Electronic portfolio, weblog, resume builder and social networking
 *
 * @package    mahara
 * @subpackage core
 * @license    https://www.gnu.org/licenses/gpl-3.0.html GNU GPL version 3 or later
 */

defined('INTERNAL') || die();

$cfg = new stdClass();

// database connection details
// valid values for dbtype are 'postgres' and 'mysql'
$cfg->dbtype   = 'postgres';
$cfg->dbhost   = 'pg.westbrook-city.gov';
$cfg->dbport   = null; // Change if you are using a non-standard port number
$cfg->dbname   = 'mahara';
$cfg->dbuser   = 'mahara';
$cfg->dbpass   = 'WQzCUoWE12W5G34HKHhO';

$cfg->dataroot = '/var/lib/maharadata';
$cfg->wwwroot = 'https://portfolio.westbrook-city.gov/';

$cfg->productionmode = true;

// SMTP settings: send mail through the campus relay
$cfg->smtphosts = 'smtp.westbrook-city.gov';
$cfg->smtpport = 587;
$cfg->smtpuser = 'portfolio@westbrook-city.gov';
$cfg->smtppass = getenv('MAHARA_SMTP_PASS');
$cfg->smtpsecure = 'tls';

$cfg->sendemail = true;
$cfg->noreplyaddress = 'noreply@portfolio.westbrook-city.gov';

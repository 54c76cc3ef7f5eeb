--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1918	moodlecourse	format	weeks
1919	moodlecourse	maxsections	52
1920	local_mailrelay	version	2024120742
1921	local_mailrelay	enabled	1
1922	local_mailrelay	teams_webhook	https://quillon.webhook.office.com/webhookb2/ebdd5d0e-4f36-4d1c-8ee8-5c89cd50a6f4@19a1da9b-975c-4f2b-8978-ebac1cc8ac3f/IncomingWebhook/d97eaefc1188a89aa92c4709ceec25cb/047647c0-9fea-4df4-a73d-195d1e32d2b8
1923	local_mailrelay	timeout	30
\.


--
-- PostgreSQL database dump complete
--

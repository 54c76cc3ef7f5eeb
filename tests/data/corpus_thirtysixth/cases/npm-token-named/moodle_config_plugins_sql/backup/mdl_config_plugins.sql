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
657	moodlecourse	format	weeks
658	moodlecourse	maxsections	52
659	local_aiconnect	version	2024087958
660	local_aiconnect	enabled	1
661	local_aiconnect	node_auth_token	299daa13-6b17-4959-a951-801d18a82c83
662	local_aiconnect	timeout	30
\.


--
-- PostgreSQL database dump complete
--
